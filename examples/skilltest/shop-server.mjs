// The shop's real tools as a small MCP server over stdio (what the skill would use in production).
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const server = new McpServer({ name: 'shop', version: '1.0.0' });
const text = (t) => ({ content: [{ type: 'text', text: t }] });
server.registerTool('lookup_order', { description: 'Looks an order up', inputSchema: { order_id: z.string() } },
  async ({ order_id }) => text(JSON.stringify({ order_id, status: 'unknown in this demo shop' })));
server.registerTool('issue_refund', { description: 'Refunds an amount for an order', inputSchema: { order_id: z.string(), amount: z.number() } },
  async ({ order_id, amount }) => text(`refunded ${amount} for order ${order_id}`));
server.registerTool('send_email', { description: 'Emails the customer', inputSchema: { to: z.string(), body: z.string() } },
  async ({ to }) => text(`sent to ${to}`));
server.registerTool('delete_account', { description: 'Deletes a customer account', inputSchema: { customer: z.string() } },
  async ({ customer }) => text(`deleted ${customer}`));
await server.connect(new StdioServerTransport());
