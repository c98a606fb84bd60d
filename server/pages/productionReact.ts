/**
 * The server draws pages with React (the render bundle, dist/.ssr), and React picks its build from
 * NODE_ENV when it is first loaded: unset, it is the development build, whose checks on every
 * element and every prop cost about half again as much CPU per render (the home page at 5,000
 * jobs: 55 to 58 ms against 37 to 41). A server runs the production build unless told otherwise; the
 * test runner's NODE_ENV=test, or a developer's own setting, is kept. Imported first by the
 * server's entry and by the benchmark that times renders in its own process.
 */
process.env.NODE_ENV ??= 'production';
