import { ConfigError, loadConfig } from "./config";
import { createHttpServer } from "./app";
import { createServices } from "./services";

/** Entry point: `npm start`. Reads the environment, opens the services, listens. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const services = await createServices(config);
  const { server } = await createHttpServer(config, services);
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    console.log(`Site ready on http://localhost:${port} (SITE_URL ${config.SITE_URL})`);
  });

  const shutdown = () => {
    server.close(() => void services.close().then(() => process.exit(0)));
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

void main();
