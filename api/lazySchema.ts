// A schema built on its first use, then kept (start-up cost). The route table (api/) is
// evaluated whole wherever it is imported — by the server at boot and by the app's entry chunk on
// every page load — while a query schema is used only when its route is called. Building such a
// schema on the first validation instead of at module load takes its construction off every start;
// the schema itself (its checks, its issues, its messages) is exactly the one `build` returns.
import * as v from 'valibot';

/** valibot's `lazy` with the getter memoised: `build` runs once, on the first validation. */
export function lazySchema<const S extends v.GenericSchema>(build: () => S): v.LazySchema<S> {
  let built: S | undefined;
  return v.lazy(() => (built ??= build()));
}
