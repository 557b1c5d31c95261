import { writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { schema } from './schema/index.ts';

// `npm run schema` writes the contract integrators and codegen read; CI fails when it is stale.
const target = new URL('../../schema/schema.graphql', import.meta.url);
writeFileSync(target, `${printSchema(schema)}\n`);
console.log(`wrote ${target.pathname}`);
