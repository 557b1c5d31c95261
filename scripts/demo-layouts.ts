import { type ContainerElement, newElement } from '@signage/domain/layouts/elements';

type Call = (method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>;

/** A wall-clock date-time as schedules take it (YYYY-MM-DDTHH:mm), `years` after today (UTC's date is near enough). */
const wallClock = (years: number, time: string) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return `${date.toISOString().slice(0, 10)}T${time}`;
};

/**
 * `npm start`'s demo layouts on a new database: one per tagged demo player, drawn from the demo media and
 * scheduled for a year on the player's tag, so a new installation's screens (and their screenshots) play
 * something an operator can open, change and reschedule. Made through the REST calls the console makes.
 */
export async function createDemoLayouts(call: Call) {
  const { media } = (await call('GET', '/media/?tags=demo&page_size=100')) as {
    media: { media_id: number; original_name: string }[];
  };
  const mediaId = (file: string) => media.find((m) => m.original_name === file)?.media_id ?? null;

  const text = (id: string, value: string, top: number) => ({
    ...newElement('text', id),
    name: value,
    text_value: value,
    top,
    pheight: 100 - top,
    font_size: 110,
    background: '#000000',
    background_transparent: false,
  });
  const image = (id: string, file: string, duration = 10) => ({
    ...newElement('image', id),
    name: file,
    media_id: mediaId(file),
    duration,
  });

  const lobby: ContainerElement = {
    ...newElement('region', 'lobby-root'),
    name: 'Lobby welcome',
    children: [
      {
        ...newElement('sequence', 'lobby-pictures'),
        name: 'Pictures',
        pheight: 85,
        children: [image('lobby-welcome', 'welcome.png'), image('lobby-sale', 'summer-sale.png')],
      },
      text('lobby-ticker', 'Visitors please sign in at reception', 85),
    ],
  };
  const cafe: ContainerElement = {
    ...newElement('region', 'cafe-root'),
    name: 'Cafe menu',
    children: [
      { ...image('cafe-menu', 'lunch-menu.jpg', 30), pheight: 85 },
      text('cafe-hours', 'Open 11:30 to 14:00', 85),
    ],
  };

  for (const [name, json, tag] of [
    ['Lobby welcome', lobby, 'lobby'],
    ['Cafe menu', cafe, 'cafe'],
  ] as const) {
    const { layout_id } = (await call('POST', '/layouts/', { name, tags: ['demo', tag], json })) as {
      layout_id: number;
    };
    await call('POST', '/schedules/', {
      layout_id,
      tags: [tag],
      timer: {
        start: wallClock(0, '00:00'),
        end: wallClock(1, '23:59'),
        dow: 127,
        day_part: false,
      },
    });
  }
}
