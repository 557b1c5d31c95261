/** Test data of the media screens. */
export function mediaItem(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Media',
    id,
    name,
    mediaFormat: 'png',
    dateCreated: '2025-03-01T08:05:00Z',
    thumbnailUrl: `/api/media/${id}/thumb?sig=1`,
    thumbnailHqUrl: `/api/media/${id}/thumb?hq=1&sig=1`,
    tags: [{ __typename: 'Tag', name: 'lobby', color: 'red', foregroundColor: null }],
    ...extra,
  };
}

export function mediaPage(items: unknown[], totalItems = items.length, page = 1, pageSize = 25) {
  return { __typename: 'MediaPage', items, pageInfo: { __typename: 'PageInfo', page, pageSize, totalItems } };
}
