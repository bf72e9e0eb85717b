/**
 * Work a request needs done at most once however many of its fields ask for it (the caller its token names, its
 * count against a rate limit taken by the first of several root fields). The result (for async work, the promise,
 * so that concurrent askers share it and a failure is the same failure for each) is kept beside the request, in a
 * WeakMap keyed by the request's object (its context, or a per-request object such as its auth): it goes with the
 * request, and no memo field is added to the object itself.
 */
export function oncePerRequest<Request extends object, Result>(
  work: (request: Request) => Result,
): (request: Request) => Result {
  const results = new WeakMap<Request, { result: Result }>();
  return (request) => {
    let done = results.get(request);
    if (!done) {
      done = { result: work(request) };
      results.set(request, done);
    }
    return done.result;
  };
}
