import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Builds the benchmark's own pages (production mode, like the portal) into bench/dist.
export default defineConfig({
  plugins: [react()],
  root: resolve(import.meta.dirname, 'pages'),
  base: './',
  logLevel: 'warn',
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        timeSlicing: resolve(import.meta.dirname, 'pages/time-slicing.html'),
        dataGrid: resolve(import.meta.dirname, 'pages/data-grid.html'),
        capitalAccountStatement: resolve(import.meta.dirname, 'pages/capital-account-statement.html'),
      },
    },
  },
})
