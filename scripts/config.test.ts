import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = readConfig({});
    expect(config.port).toBe(4000);
    expect(config.mqttPort).not.toBe(1883);
    expect([...config.services].sort()).toEqual(['api', 'broker', 'gateway']);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.maxUploadBytes).toBe(2 * 1024 ** 3);
    expect(config.displayTimeZone).toBe('+02:00');
    expect(readConfig({ DISPLAY_TIME_ZONE: 'Europe/Berlin' }).displayTimeZone).toBe('Europe/Berlin');
  });

  it('names every bad variable at once', () => {
    try {
      readConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        MQTT_URL: 'nope',
        ADMIN_PASSWORD: '123',
        MAX_UPLOAD_BYTES: '2GB',
        DISPLAY_TIME_ZONE: 'Mars/Olympus',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const text = (error as Error).message;
      expect(text).toContain('PORT must be a port number');
      expect(text).toContain('DATABASE_URL must start with postgres:// or postgresql://');
      expect(text).toContain('MQTT_URL is not a URL');
      expect(text).toContain('ADMIN_PASSWORD must be at least 6 characters');
      expect(text).toContain('MAX_UPLOAD_BYTES must be a whole number of bytes');
      expect(text).toContain('DISPLAY_TIME_ZONE must be an offset');
    }
  });

  it('reads the thumbnail render bounds, whole numbers above 0', () => {
    expect(
      readConfig({ THUMBNAIL_WORKERS: '2', THUMBNAIL_TIMEOUT_MS: '5000', THUMBNAIL_MEMORY_MB: '128' }),
    ).toMatchObject({ thumbnailWorkers: 2, thumbnailTimeoutMs: 5000, thumbnailMemoryMb: 128 });
    expect(() => readConfig({ THUMBNAIL_WORKERS: '0' })).toThrow(
      'THUMBNAIL_WORKERS must be a whole number above 0, got "0"',
    );
  });

  it('keeps introspection on outside production, and in production only with GRAPHQL_INTROSPECTION=true', () => {
    expect(readConfig({}).introspection).toBe(true);
    expect(readConfig({ NODE_ENV: 'production' }).introspection).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }).introspection).toBe(true);
    expect(readConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'false' }).introspection).toBe(false);
    expect(() => readConfig({ GRAPHQL_INTROSPECTION: 'yes' })).toThrow(
      'GRAPHQL_INTROSPECTION must be true or false, got "yes"',
    );
  });

  it('runs only the console documents from the console in production unless GRAPHQL_TRUSTED_DOCUMENTS=off', () => {
    expect(readConfig({}).trustedDocuments).toBe('off');
    expect(readConfig({ NODE_ENV: 'production' }).trustedDocuments).toBe('console');
    expect(readConfig({ NODE_ENV: 'production', GRAPHQL_TRUSTED_DOCUMENTS: 'off' }).trustedDocuments).toBe('off');
    expect(readConfig({ GRAPHQL_TRUSTED_DOCUMENTS: 'console' }).trustedDocuments).toBe('console');
    expect(() => readConfig({ GRAPHQL_TRUSTED_DOCUMENTS: 'all' })).toThrow(
      'GRAPHQL_TRUSTED_DOCUMENTS must be console or off, got "all"',
    );
  });

  it('takes PUBLIC_URL as an http(s) address, with or without a path', () => {
    expect(readConfig({}).publicUrl).toBeUndefined();
    expect(readConfig({ PUBLIC_URL: 'https://signage.example.com/console' }).publicUrl).toBe(
      'https://signage.example.com/console',
    );
    expect(() => readConfig({ PUBLIC_URL: 'signage.example.com' })).toThrow(
      'PUBLIC_URL is not a URL: "signage.example.com"',
    );
    expect(() => readConfig({ PUBLIC_URL: 'ftp://signage.example.com' })).toThrow('PUBLIC_URL must start with http://');
    expect(() => readConfig({ PUBLIC_URL: 'https://signage.example.com/?a=1' })).toThrow(
      "PUBLIC_URL is the console's address without a query or fragment",
    );
  });

  it('reads the hosts the data-source poller may reach on private addresses, and the token secret', () => {
    expect(readConfig({}).dataSourceAllowedHosts).toEqual([]);
    const config = readConfig({ DATA_SOURCE_ALLOWED_HOSTS: 'intranet.local, 10.0.0.0/8,[::1]' });
    expect(config.dataSourceAllowedHosts).toEqual(['intranet.local', '10.0.0.0/8', '[::1]']);
    expect(() => readConfig({ DATA_SOURCE_ALLOWED_HOSTS: 'http://x/, 10.0.0.0/99' })).toThrow(
      /DATA_SOURCE_ALLOWED_HOSTS lists "http:\/\/x\/"[\s\S]*DATA_SOURCE_ALLOWED_HOSTS lists "10.0.0.0\/99"/,
    );
    expect(() => readConfig({ TOKEN_ENCRYPTION_SECRET: 'short' })).toThrow(
      /TOKEN_ENCRYPTION_SECRET must be at least 16/,
    );
  });

  it('reads the mail settings: SMTP_URL as smtp(s), the embedded server on 2525 by default', () => {
    const defaults = readConfig({});
    expect(defaults).toMatchObject({ smtpUrl: undefined, smtpPort: 2525, mailFrom: undefined });
    const set = readConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Screens <screens@example.com>',
      OUTGOING_MAIL_MAX_COUNT: '50',
      OUTGOING_MAIL_MAX_DAYS: '7',
    });
    expect(set).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Screens <screens@example.com>',
      outgoingMailMaxCount: 50,
      outgoingMailMaxDays: 7,
    });
    expect(() => readConfig({ SMTP_URL: 'http://mail.example.com', SMTP_PORT: '99999' })).toThrow(
      /SMTP_URL must start with smtp:\/\/ or smtps:\/\/[\s\S]*SMTP_PORT must be a port number/,
    );
  });

  it('skips the embedded broker when MQTT_URL is set', () => {
    expect(readConfig({ MQTT_URL: 'mqtt://127.0.0.1:1883' }).services.has('broker')).toBe(false);
  });
});
