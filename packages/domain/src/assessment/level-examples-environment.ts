import type { LevelExamples } from './level-examples-types.ts';

// What each level of the Environment questions looks like in a real organisation.

export const environmentLevelExamples: Record<string, LevelExamples> = {
  'env-footprint': [
    'A design studio pays its gas and electricity bills but has never turned them into tonnes of CO₂e, so it cannot answer a client who asks for its footprint.',
    'A builders’ merchant once typed its annual spend into a free online calculator and got “about 140 tonnes”; nobody has updated or checked the figure since.',
    'A bakery adds up twelve months of gas, diesel and electricity invoices each April and multiplies them by the government’s published conversion factors.',
    'A haulier follows the GHG Protocol, reports Scope 2 both location- and market-based, and keeps a method note listing every data source and factor year, so a newcomer could repeat the sum.',
    'A manufacturer draws monthly meter readings and fuel-card data straight from its ERP into the calculation, and an independent verifier signs a statement on the annual total.',
  ],
  'env-scope3': [
    'An online retailer counts the electricity in its office but has never asked what its packaging, couriers or imported stock emit.',
    'A café chain suspects that dairy, coffee and deliveries are its biggest value-chain emissions, but has put no numbers on them.',
    'An IT reseller has gone through all 15 categories, noted why employee commuting and leased assets are minor, and estimated purchased goods from spend with an input-output factor set.',
    'A furniture maker calculates timber and steel from purchased tonnes and transport from distances travelled, and uses the carbon figures three of its main suppliers provide.',
    'A food manufacturer gets product footprints from suppliers covering 70% of its purchases, and each of those suppliers has a reduction target reviewed at the annual supplier meeting.',
  ],
  'env-targets': [
    'A printing firm has never set a number for cutting its emissions; the topic has not come up in management meetings.',
    'A marketing agency says on its website it will be “carbon neutral soon”, without a baseline year, a date or the scopes it covers.',
    'A dairy has committed to cutting Scope 1 and 2 emissions by 42% from its 2023 baseline by 2030, recorded in the board minutes.',
    'An engineering firm has near-term targets aligned with a 1.5°C pathway for Scopes 1 and 2, plus a target for purchased steel, its largest Scope 3 category.',
    'A logistics group’s targets are validated by the Science Based Targets initiative, it has a net zero date of 2045, and it publishes progress against them every year.',
  ],
  'env-transition-plan': [
    'A garden centre has a reduction target in its annual report but no one has worked out what would have to change to meet it.',
    'A law firm keeps a list of ideas — LED lighting, a heat pump, fewer flights — with no owner, cost or date against any of them.',
    'A brewery has six actions, from replacing the boiler to electric delivery vans, each with a named manager and a rough cost.',
    'A hotel group’s plan is in next year’s budget, and each action shows its capital cost and the tonnes of CO₂e it is expected to save.',
    'A packaging maker’s board approved its transition plan; progress is compared every quarter with the reduction pathway, and the plan is refreshed each year.',
  ],
  'env-energy': [
    'A dental practice pays its energy bills by direct debit and could not say how many kilowatt-hours it used last year.',
    'A small warehouse looks at its meter only when a bill arrives that is much higher than usual, then reminds staff to switch off the lights.',
    'A chain of three shops records each site’s consumption monthly and has fitted timers and LED lighting after spotting out-of-hours use.',
    'A software company has a target to cut energy per employee by 15% and buys renewable electricity backed by certificates for most of its offices.',
    'A food processor sees half-hourly consumption per production line, generates a third of its power on its roof and covers the rest with guarantees of origin.',
  ],
  'env-resources': [
    'A joinery workshop puts all its offcuts and packaging into one general waste skip and does not know how much water it uses.',
    'A consultancy has recycling bins for paper and cans in the office but has never weighed or counted what goes into them.',
    'A restaurant group gets yearly tonnages per waste stream from its contractor for each site and reads its water meters every quarter.',
    'A cosmetics brand has targets to halve landfill waste and cut water per unit by 20%, and has agreed refillable containers with two suppliers.',
    'An electronics maker designs products for repair and disassembly, runs a take-back scheme and reports the share of returned material it recovers.',
  ],
  'env-climate-risk': [
    'A farm supplier has never asked how drought, heatwaves or a carbon tax could affect its business.',
    'The managers of a riverside distribution centre have talked about flooding after a bad winter, but nothing was written down or assigned.',
    'A retailer’s risk register includes “extreme heat disrupting deliveries” with an owner and a review date.',
    'A property company has assessed flood and overheating risk for each building and the cost of energy-efficiency rules, and estimated what each could cost it.',
    'A utility tests its strategy under 1.5°C and 3°C scenarios, and the results decided where it builds its next depot and how it prices long contracts.',
  ],
  'env-nature': [
    'A cleaning products company has not considered how its ingredients or sites relate to nature or biodiversity.',
    'A caterer knows nature is becoming a reporting topic and has read about it, but has not looked at its own suppliers or sites.',
    'A quarry operator has mapped which of its sites border protected habitats and which raw materials come from high-risk regions.',
    'A food brand has assessed how its palm oil and soy sourcing affects forests and how much it depends on pollination, and has switched to certified deforestation-free supply.',
    'A timber importer has a target of zero deforestation across its supply chain, reports progress yearly and makes it a condition in every supplier contract.',
  ],
};
