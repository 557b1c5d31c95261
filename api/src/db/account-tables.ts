import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the account security tables (migration 011). */
export interface AccountTables {
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  api_tokens: ApiTokensTable;
}

export interface TwoFactorTable {
  user_id: number;
  secret_ciphertext: string;
  enabled_at: Date | null;
  last_time_step: ColumnType<string, number | undefined, number>;
  created_at: ColumnType<Date, never, never>;
}

export interface RecoveryCodesTable {
  user_id: number;
  code_hash: string;
  used_at: Date | null;
}

export interface SignInChallengesTable {
  challenge_hash: string;
  user_id: number;
  expires_at: Date;
  tries: ColumnType<number, number | undefined, number>;
  user_agent: string;
  address: string;
}

export interface ApiTokensTable {
  api_token_id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  read_only: boolean;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  expires_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  created_at: ColumnType<Date, never, never>;
}
