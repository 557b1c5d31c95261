// `node --import <this file>`: records the URL of every module the process loads through the ES module loader
// (TypeScript sources via tsx, and the entry file of each package, CommonJS ones such as sharp included) into the
// file named by MODULE_LOG, one per line, so a test can tell which parts of the code base a process loaded.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url, { data: { file: process.env.MODULE_LOG } });
