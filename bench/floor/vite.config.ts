import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Builds the floor page (bench/floor/main.tsx) as the portal is built (production mode, es2022) into bench/dist-floor.
export default defineConfig({
  plugins: [react()],
  root: import.meta.dirname,
  logLevel: 'warn',
  build: {
    outDir: resolve(import.meta.dirname, '../dist-floor'),
    emptyOutDir: true,
    target: 'es2022',
  },
})
