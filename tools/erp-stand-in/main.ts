import { startErpStandIn } from './erp-stand-in';

/** `npx tsx tools/erp-stand-in/main.ts [port]`: runs the stand-in ERP until stopped. */
const port = Number(process.argv[2] ?? process.env.ERP_STAND_IN_PORT ?? 4100);
const standIn = await startErpStandIn({ port, apiKey: process.env.ERP_STAND_IN_KEY ?? 'stand-in-key' });
console.log(`ERP stand-in on ${standIn.baseUrl} (API key ${standIn.apiKey})`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
