/** Shapes of /api answers as the REST service sends them (snake_case, spec field names). */
export interface RestTagRef {
  name: string;
  color?: string | null;
}

export interface RestCmsMetadata {
  landing_page?: string | null;
  taggroup_dashboard?: { name: string; tags: RestTagRef[] }[];
  introductions?: string[];
  [key: string]: unknown;
}

export interface RestUser {
  user_id: number;
  username: string;
  email: string | null;
  first_name: string;
  last_name: string;
  date_created: string;
  forced_tags: string[];
  permissions: string[];
  cms_metadata: RestCmsMetadata;
}

export interface RestLogin {
  auth_token: string;
  user_id: number;
}
