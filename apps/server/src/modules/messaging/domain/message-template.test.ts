import { describe, expect, it } from 'vitest';
import { checkTemplate, readTemplate, renderTemplate } from './message-template';

const CHECK_IN = 'Hi {{guest_first_name}}! Check-in at {{property_name}} is from {{check_in_time}}. Wifi: {{ wifi_name }} / {{wifi_password}}. Your door code: {{door_code}}.';
const values = { guest_first_name: 'Maria', property_name: 'Ocean View Cottage', check_in_time: '4:00 PM', wifi_name: 'OceanView-Guest', wifi_password: 'saltwater-2026', door_code: '482913' };

describe('scheduled message templates', () => {
  it('fills every variable, spaces inside the braces allowed', () => {
    expect(renderTemplate(CHECK_IN, values)).toEqual({
      status: 'ready',
      text: 'Hi Maria! Check-in at Ocean View Cottage is from 4:00 PM. Wifi: OceanView-Guest / saltwater-2026. Your door code: 482913.',
    });
  });

  it('waits for a confirmed door code rather than sending without one', () => {
    expect(renderTemplate(CHECK_IN, { ...values, door_code: null })).toEqual({ status: 'waiting-for-door-code' });
  });

  it('holds a message whose values are empty, naming them', () => {
    expect(renderTemplate(CHECK_IN, { ...values, wifi_password: '  ' })).toEqual({ status: 'missing-values', missing: ['wifi_password'] });
  });

  it('reads the variables a template uses and points out typos with the closest name', () => {
    expect(readTemplate(CHECK_IN).variables).toEqual(['guest_first_name', 'property_name', 'check_in_time', 'wifi_name', 'wifi_password', 'door_code']);
    expect(checkTemplate('Hello {{guest_frist_name}}, see you at {{propertyname}} {{weather}}')).toEqual([
      { variable: 'guest_frist_name', message: '{{guest_frist_name}} is not a variable: did you mean {{guest_first_name}}?' },
      { variable: 'propertyname', message: '{{propertyname}} is not a variable: did you mean {{property_name}}?' },
      { variable: 'weather', message: '{{weather}} is not a variable.' },
    ]);
    expect(checkTemplate('  ')).toEqual([{ variable: '', message: 'Write the message.' }]);
    expect(() => renderTemplate('Hi {{nme}}', values)).toThrow('unknown variables: nme');
  });
});
