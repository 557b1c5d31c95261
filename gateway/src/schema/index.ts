import { lexicographicSortSchema } from 'graphql';
import { builder } from '../builder.ts';
import './user.ts';
import './session.ts';
import './server-time.ts';
import './tags.ts';
import './settings.ts';
import './media/media.ts';
import './media/mutations.ts';
import './devices/device.ts';
import './devices/reports.ts';
import './devices/queries.ts';
import './devices/mutations.ts';
import './devices/live.ts';
import './dashboard/cards.ts';
import './dashboard/devices-presence.ts';

export const schema = lexicographicSortSchema(builder.toSchema());
