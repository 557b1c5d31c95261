/** Shapes of /api answers as the REST service sends them (snake_case, spec field names). */
export interface RestTagRef {
  name: string;
  color?: string | null;
  foreground_color?: string | null;
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

export interface RestMedia {
  media_id: number;
  name: string;
  tags: RestTagRef[];
  media_type: string;
  media_format: string;
  mime_type: string;
  size: number;
  width: number | null;
  height: number | null;
  duration: number | null;
  metadata: { title?: string; artist?: string; album?: string; year?: number };
  original_name: string;
  date_created: string;
  date_updated: string;
  download_url: string;
  thumbnail_url: string;
  thumbnail_hq_url: string;
}

export interface RestPageInfo {
  current_page: number;
  page_size: number;
  total_items: number;
}

export interface RestMediaList {
  media: RestMedia[];
  page_info: RestPageInfo;
}

export interface RestDevice {
  device_id: number;
  name: string;
  type: string;
  model_name: string;
  firmware_version: string;
  licensed: boolean;
  last_contact: string | null;
  contact_ip_address: string | null;
  date_created: string;
  asset_tag: string;
  tags: RestTagRef[];
  device_key: string;
  status: '30min' | '60min' | '180min' | 'offline';
}

/** GET /devices/{id}/access: what the caller may do with a device they may see. */
export interface RestDeviceAccess {
  device_id: number;
  caller_can: { edit: boolean; command: boolean };
}

export interface RestDeviceList {
  devices: RestDevice[];
  page_info: RestPageInfo;
}

export interface RestDeviceActivity {
  id: number;
  device_id: number;
  timestamp: string;
  event: string;
  details: Record<string, unknown>;
}

export interface RestSystemInfo {
  id: number;
  device_id: number;
  timestamp: string;
  json: {
    hwinfo?: unknown;
    display?: { screens?: { width?: number; height?: number }[] };
    disk?: { disks?: { bytes_avail?: number; bytes_used?: number; name?: string }[] };
    [key: string]: unknown;
  };
}

export interface RestConnectivity {
  date: string;
  c: number;
}
