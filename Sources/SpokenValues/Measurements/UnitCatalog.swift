import Foundation

/// Every unit type App Intents takes as `Measurement<…>`, with its units by
/// Foundation's names (which are the cases of Apple's `IntentParameter.Length`
/// and its siblings) and what people say for them beyond those names.
/// One table; extend here.
enum UnitCatalog {
  struct Family {
    /// Foundation's unit class.
    let dimension: Dimension.Type
    /// Foundation's units by their class property's name, the common ones first.
    let units: KeyValuePairs<String, Dimension>
    /// Spoken names beyond the units' own, and their unit's name.
    let spoken: KeyValuePairs<String, String>
  }

  static let families: [Family] =
    [
      Family(
        dimension: UnitDuration.self,
        units: [
          "hours": UnitDuration.hours, "minutes": UnitDuration.minutes, "seconds": UnitDuration.seconds,
          "milliseconds": UnitDuration.milliseconds, "microseconds": UnitDuration.microseconds,
          "nanoseconds": UnitDuration.nanoseconds, "picoseconds": UnitDuration.picoseconds,
          "days": SpokenUnits.days, "weeks": SpokenUnits.weeks,
        ],
        spoken: [
          "hr": "hours", "hrs": "hours", "h": "hours", "min": "minutes", "mins": "minutes", "sec": "seconds",
          "secs": "seconds", "ms": "milliseconds",
        ]),
      Family(
        dimension: UnitLength.self,
        units: [
          "kilometers": UnitLength.kilometers, "meters": UnitLength.meters, "centimeters": UnitLength.centimeters,
          "millimeters": UnitLength.millimeters, "miles": UnitLength.miles, "feet": UnitLength.feet,
          "inches": UnitLength.inches, "yards": UnitLength.yards, "nauticalMiles": UnitLength.nauticalMiles,
          "megameters": UnitLength.megameters, "hectometers": UnitLength.hectometers,
          "decameters": UnitLength.decameters, "decimeters": UnitLength.decimeters,
          "micrometers": UnitLength.micrometers, "nanometers": UnitLength.nanometers,
          "picometers": UnitLength.picometers, "scandinavianMiles": UnitLength.scandinavianMiles,
          "lightyears": UnitLength.lightyears, "fathoms": UnitLength.fathoms, "furlongs": UnitLength.furlongs,
          "astronomicalUnits": UnitLength.astronomicalUnits, "parsecs": UnitLength.parsecs,
        ],
        spoken: [
          "k": "kilometers", "kay": "kilometers", "klicks": "kilometers", "kilometer": "kilometers",
          "foot": "feet", "light years": "lightyears",
        ]),
      Family(
        dimension: UnitMass.self,
        units: [
          "kilograms": UnitMass.kilograms, "grams": UnitMass.grams, "milligrams": UnitMass.milligrams,
          "pounds": UnitMass.pounds, "ounces": UnitMass.ounces, "stones": UnitMass.stones,
          "metricTons": UnitMass.metricTons, "shortTons": UnitMass.shortTons, "decigrams": UnitMass.decigrams,
          "centigrams": UnitMass.centigrams, "micrograms": UnitMass.micrograms, "nanograms": UnitMass.nanograms,
          "picograms": UnitMass.picograms, "carats": UnitMass.carats, "ouncesTroy": UnitMass.ouncesTroy,
          "slugs": UnitMass.slugs,
        ],
        spoken: [
          "kilo": "kilograms", "kilos": "kilograms", "kgs": "kilograms", "gm": "grams", "gms": "grams",
          "lbs": "pounds", "stone": "stones", "st": "stones", "tonne": "metricTons", "tonnes": "metricTons",
          "ton": "shortTons", "tons": "shortTons",
        ]),
      Family(
        dimension: UnitTemperature.self,
        units: [
          "fahrenheit": UnitTemperature.fahrenheit, "celsius": UnitTemperature.celsius,
          "kelvin": UnitTemperature.kelvin,
        ],
        spoken: [
          "c": "celsius", "centigrade": "celsius", "f": "fahrenheit", "k": "kelvin", "kelvins": "kelvin",
          "degrees celsius": "celsius", "degrees c": "celsius", "degrees centigrade": "celsius", "° c": "celsius",
          "degrees fahrenheit": "fahrenheit", "degrees f": "fahrenheit", "° f": "fahrenheit",
          "degrees": SpokenUnits.defaultUnit, "degree": SpokenUnits.defaultUnit, "°": SpokenUnits.defaultUnit,
        ]),
      Family(
        dimension: UnitVolume.self,
        units: [
          "liters": UnitVolume.liters, "milliliters": UnitVolume.milliliters, "cups": SpokenUnits.usCups,
          "pints": UnitVolume.pints, "quarts": UnitVolume.quarts, "gallons": UnitVolume.gallons,
          "fluidOunces": UnitVolume.fluidOunces, "tablespoons": UnitVolume.tablespoons,
          "teaspoons": UnitVolume.teaspoons, "metricCups": UnitVolume.metricCups,
          "megaliters": UnitVolume.megaliters, "kiloliters": UnitVolume.kiloliters,
          "deciliters": UnitVolume.deciliters, "centiliters": UnitVolume.centiliters,
          "cubicKilometers": UnitVolume.cubicKilometers, "cubicMeters": UnitVolume.cubicMeters,
          "cubicDecimeters": UnitVolume.cubicDecimeters, "cubicCentimeters": UnitVolume.cubicCentimeters,
          "cubicMillimeters": UnitVolume.cubicMillimeters, "cubicInches": UnitVolume.cubicInches,
          "cubicFeet": UnitVolume.cubicFeet, "cubicYards": UnitVolume.cubicYards, "cubicMiles": UnitVolume.cubicMiles,
          "acreFeet": UnitVolume.acreFeet, "bushels": UnitVolume.bushels,
          "imperialTeaspoons": UnitVolume.imperialTeaspoons, "imperialTablespoons": UnitVolume.imperialTablespoons,
          "imperialFluidOunces": UnitVolume.imperialFluidOunces, "imperialPints": UnitVolume.imperialPints,
          "imperialQuarts": UnitVolume.imperialQuarts, "imperialGallons": UnitVolume.imperialGallons,
        ],
        spoken: [
          "l": "liters", "ml": "milliliters", "mls": "milliliters", "cc": "cubicCentimeters",
          "oz": "fluidOunces", "fl oz": "fluidOunces", "ounces": "fluidOunces", "ounce": "fluidOunces",
          "tbsp": "tablespoons", "tsp": "teaspoons", "gal": "gallons", "qt": "quarts", "pt": "pints",
        ]),
      Family(
        dimension: UnitSpeed.self,
        units: [
          "kilometersPerHour": UnitSpeed.kilometersPerHour, "milesPerHour": UnitSpeed.milesPerHour,
          "metersPerSecond": UnitSpeed.metersPerSecond, "knots": UnitSpeed.knots,
        ],
        spoken: [
          "kph": "kilometersPerHour", "kmh": "kilometersPerHour", "km/h": "kilometersPerHour",
          "kilometers an hour": "kilometersPerHour", "k an hour": "kilometersPerHour", "mph": "milesPerHour",
          "miles an hour": "milesPerHour", "m/s": "metersPerSecond", "meters a second": "metersPerSecond",
        ]),
      Family(
        dimension: UnitEnergy.self,
        units: [
          "kilocalories": UnitEnergy.kilocalories, "kilojoules": UnitEnergy.kilojoules, "joules": UnitEnergy.joules,
          "calories": UnitEnergy.calories, "kilowattHours": UnitEnergy.kilowattHours,
        ],
        spoken: [
          "cal": "kilocalories", "kcal": "kilocalories", "kj": "kilojoules", "kwh": "kilowattHours",
          "calories": "kilocalories", "calorie": "kilocalories", "small calories": "calories",
        ]),
    ] + UnitCatalog.scientific
}
