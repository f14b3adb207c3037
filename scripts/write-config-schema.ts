/**
 * Writes config.schema.json from the zod definition in src/core/config/config.ts, so the file
 * IDEs read and the validation the code does can never disagree. A test checks it is current.
 */
import { writeFileSync } from 'node:fs';
import { createConfigJsonSchema } from '../src/core/config/config.js';

writeFileSync('config.schema.json', `${JSON.stringify(createConfigJsonSchema(), null, 2)}\n`);
console.log('wrote config.schema.json');
