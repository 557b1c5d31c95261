import { Type } from 'typebox';

/** Shared schema pieces: every error body is `{ msg }`. */
export const ErrorBody = Type.Object({ msg: Type.String() }, { $id: 'Error' });

export const errorResponses = {
  401: Type.Ref('Error'),
  403: Type.Ref('Error'),
  404: Type.Ref('Error'),
  422: Type.Ref('Error'),
};

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** The page info of every paged list: `page_info` beside the list under the resource's own key. */
export const PageInfo = Type.Object({
  current_page: Type.Integer(),
  page_size: Type.Integer(),
  total_items: Type.Integer(),
});
