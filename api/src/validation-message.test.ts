import { describe, expect, it } from 'vitest';
import { validationMessage } from './validation-message.ts';

describe('validationMessage', () => {
  it('says what is wrong with the field in words', () => {
    expect(validationMessage([{ instancePath: '/name', keyword: 'minLength', params: { limit: 1 } }], 'body')).toBe(
      'Name may not be empty.',
    );
    expect(validationMessage([{ instancePath: '', keyword: 'required', params: { missingProperty: 'tags' } }])).toBe(
      'Tags is required.',
    );
    expect(validationMessage([{ instancePath: '/id', keyword: 'type', params: { type: 'integer' } }], 'params')).toBe(
      'The id must be a whole number.',
    );
    expect(validationMessage([{ instancePath: '', keyword: 'type', params: { type: 'object' } }], 'body')).toBe(
      'The request body must be a object.'.replace('a object', 'an object'),
    );
  });
});
