import { parentPort, workerData } from 'node:worker_threads';
import { type ReadOptions, readWorkbookData } from './excel-read.ts';

/**
 * The workbook worker (decision 028): reads one uploaded workbook into plain data and answers with it.
 * It runs with its own memory limit; a file that exhausts it ends this worker, not the server.
 */
const { bytes, options } = workerData as { bytes: Uint8Array; options: ReadOptions };
parentPort?.postMessage(await readWorkbookData(bytes, options));
