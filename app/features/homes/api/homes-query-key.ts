/** Every homes query starts with this key: invalidating it refreshes the list, each home and each home's market. */
export const homesQueryKey = ["homes"] as const;
