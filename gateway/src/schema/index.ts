import { lexicographicSortSchema } from 'graphql';
import { builder } from '../builder.ts';
import './user.ts';
import './session.ts';
import './server-time.ts';

export const schema = lexicographicSortSchema(builder.toSchema());
