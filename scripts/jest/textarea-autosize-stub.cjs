/**
 * MUI's TextareaAutosize (every multiline TextField) as a plain textarea, in the jsdom suites
 * only. The real one measures itself on every change: getComputedStyle on the textarea and a
 * hidden twin, which jsdom answers by matching every emotion rule of the page against it, and
 * without layout the height it computes is always the same. That measuring was a quarter of the
 * time of the ticket form's tests (8.9 of 37 s, CPU profile). The field behaves as before for
 * what a test can see: its value, label, events, focus and `rows` (minRows).
 */
const React = require('react');

const TextareaAutosize = React.forwardRef(function TextareaAutosize(
  { minRows, maxRows: _maxRows, ...props },
  ref,
) {
  return React.createElement('textarea', {
    rows: typeof minRows === 'number' ? minRows : undefined,
    ...props,
    ref,
  });
});

module.exports = { __esModule: true, default: TextareaAutosize };
