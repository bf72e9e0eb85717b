/** A JSON value no code can change, however long and widely it is shared: every object in it frozen, itself returned. */
export function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const member of Object.values(value)) deepFrozen(member);
    Object.freeze(value);
  }
  return value;
}
