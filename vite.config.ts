import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks compress better: the framework every page needs in one
        // file, and the site shell (header, skip link, beacon) in another. The footer and its
        // quote form are left to split as they are imported: the footer is an island that
        // loads after the page (decision 023), the contact page imports only the form.
        advancedChunks: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: "shell",
              test: /app[\\/]components[\\/](layout[\\/](?!SiteFooter)|icons[\\/](?!SocialIcon))|shared[\\/]lib[\\/]alt\.ts$/,
            },
          ],
        },
      },
    },
  },
});
