import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { spreadsheetLibraryFixes } from '../scripts/spreadsheetLibraryFixes'

// Builds the benchmark's own pages (production mode, like the portal) into bench/dist.
export default defineConfig({
  plugins: [react(), spreadsheetLibraryFixes()],
  root: resolve(import.meta.dirname, 'pages'),
  base: './',
  logLevel: 'warn',
  worker: { format: 'es', plugins: () => [spreadsheetLibraryFixes()] },
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        investorDirectory: resolve(import.meta.dirname, 'pages/investor-directory.html'),
        dataGrid: resolve(import.meta.dirname, 'pages/data-grid.html'),
        capitalAccountStatement: resolve(import.meta.dirname, 'pages/capital-account-statement.html'),
        accountSummary: resolve(import.meta.dirname, 'pages/account-summary.html'),
        cashFlow: resolve(import.meta.dirname, 'pages/cash-flow.html'),
        fundProfile: resolve(import.meta.dirname, 'pages/fund-profile.html'),
        fundsMenu: resolve(import.meta.dirname, 'pages/funds-menu.html'),
        exposure: resolve(import.meta.dirname, 'pages/exposure.html'),
        accountPicker: resolve(import.meta.dirname, 'pages/account-picker.html'),
        documentViewer: resolve(import.meta.dirname, 'pages/document-viewer.html'),
      },
    },
  },
})
