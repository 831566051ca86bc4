/**
 * What went wrong, as text: an Error's message, any other thrown value as a string. The one
 * wording that every message agentci prints or records takes from a caught value.
 */
export declare function errorMessage(e: unknown): string;
