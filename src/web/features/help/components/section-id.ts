/** Element id of a help section (prefixed: a brand's term can never clash with an id of the layout). */
export const sectionId = (term: string) => `help-${term}`;
