import Testing

/// Suites that register services with the shared `AppDependencyManager`;
/// they run one at a time so each sees its own store.
@Suite(.serialized) struct AppDependencySuites {}
