/**
 * A function of one object remembered for that object, so that what several parts of one grading ask of the same
 * input (the description's word count, the key amenities found in the names) is worked out once. The object is held
 * weakly: the answer goes when the input does. Only for inputs nobody changes after they are made (GraderInput, its
 * amenity names).
 */
export function memoizeByObject<Key extends object, Value>(compute: (key: Key) => Value): (key: Key) => Value {
  const answers = new WeakMap<Key, Value>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as Value;
    const value = compute(key);
    answers.set(key, value);
    return value;
  };
}
