// express-gateway loads plugins with require(); ours is built in TypeScript by gateway/main.ts and
// handed over through this global before the gateway starts.
module.exports = globalThis.__ccwGatewayPlugin;
