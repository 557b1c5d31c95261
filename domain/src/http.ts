/** Shared wire constants between the REST service and its clients. */
/** A response carrying this header marks the installation's licence invalid (spec 01 §4 "Session"). */
export const LICENCE_PROBLEM_HEADER = 'x-licence-problem';
/** Largest JSON request body the REST service reads (uploads are multipart and have their own limit). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE = 'The request body is too large.';
