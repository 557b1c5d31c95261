import { lexicographicSortSchema } from 'graphql';
import { builder } from '../builder.ts';
import './user.ts';
import './session.ts';
import './server-time.ts';
import './tags.ts';
import './settings.ts';
import './media/media.ts';
import './media/mutations.ts';

export const schema = lexicographicSortSchema(builder.toSchema());
