/** A problem found at a JSON path: `path: message`, or the message alone for the root. */
export const formatIssue = (issue: { readonly path: string; readonly message: string }): string =>
  issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`;
