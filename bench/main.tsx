import './bench.css';

/** The benchmark pages scripts/bench.ts drives in Chromium: ?bench=stream or ?bench=search. */
const bench = new URLSearchParams(location.search).get('bench');
if (bench === 'stream') void import('./stream-bench').then((m) => m.mount());
if (bench === 'search') void import('./search-bench').then((m) => m.mount());
