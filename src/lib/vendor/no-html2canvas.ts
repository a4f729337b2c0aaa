/**
 * Stands in for html2canvas in the app's build (vite.config.ts). The charting library's canvas
 * renderer imports it for one feature, saving a chart with the page's HTML around it as a
 * picture, which the app never offers; the real library is 200 kB of script the budget page
 * would download and run for nothing. Reaching it anyway fails loudly.
 */
export default function html2canvas(): Promise<never> {
  return Promise.reject(new Error('html2canvas is not part of this build'));
}
