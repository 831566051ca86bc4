// A script assertion: agentci calls it with (output, input, expected) and reads a boolean or
// {pass, message}. Reference it as {"type": "script", "script": "checks.mjs#politeGreeting"}.
export function politeGreeting(output) {
  const text = String(output);
  if (!/^(hello|hi)\b/i.test(text)) return { pass: false, message: `does not start with a greeting: ${text.slice(0, 40)}` };
  return { pass: text.trim().endsWith('?'), message: 'a greeting should end by offering help (a question)' };
}

export default function sentimentIsConfident(output) {
  return typeof output === 'object' && output !== null && output.confidence >= 0.8;
}
