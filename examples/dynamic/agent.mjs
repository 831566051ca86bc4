#!/usr/bin/env node
// A rule-based travel agent (no API key): it receives the whole conversation as `messages` on
// stdin every turn and answers the latest user message. Output: JSON {output, tool_calls}.
let raw = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) raw += chunk;
const { messages = [] } = JSON.parse(raw);
const last = [...messages].reverse().find((m) => m.role === 'user');
const text = typeof last?.content === 'string' ? last.content : '';
const said = (re) => messages.some((m) => m.role === 'user' && typeof m.content === 'string' && re.test(m.content));

let reply;
if (said(/paris/i) && said(/friday/i)) {
  reply = {
    output: 'Booked: Paris on Friday the 14th. Confirmation BK-1234. Would you like travel insurance?',
    tool_calls: [
      { id: 'b1', type: 'function', function: { name: 'book_flight', arguments: JSON.stringify({ to: 'Paris', date: 'Friday' }) } },
    ],
  };
} else if (said(/paris/i)) reply = { output: 'Paris, lovely. On which date?' };
else if (/thank/i.test(text)) reply = { output: 'You are welcome. Have a good trip!' };
else reply = { output: 'Hello! Where would you like to fly?' };
process.stdout.write(JSON.stringify(reply) + '\n');
