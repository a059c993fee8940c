/** Every value given to `--name value` on the command line, in order (an option may repeat). */
export function optionValues(name: string, argv: readonly string[] = process.argv): string[] {
  const values: string[] = [];
  argv.forEach((arg, i) => {
    const value = argv[i + 1];
    if (arg === `--${name}` && value) values.push(value);
  });
  return values;
}
