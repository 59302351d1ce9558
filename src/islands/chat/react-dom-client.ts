/**
 * React DOM's client for the chat panel, as a chunk of its own (issue "Fast at the first tap";
 * docs/first-paint.md, "First taps"). React DOM is a CommonJS module: the bundler wraps it in a
 * function that runs where it is first imported, and that first run (compiling and setting up
 * React DOM, 100-150 ms at 4× CPU) was half of the panel chunk's evaluation, the page's longest
 * task. The chat launcher evaluates this module in an idle step of its own before the panel's
 * (`src/scripts/chat-launcher.ts`), so the two halves are two shorter tasks.
 */
export { createRoot } from 'react-dom/client';
