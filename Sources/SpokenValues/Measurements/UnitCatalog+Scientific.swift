import Foundation

extension UnitCatalog {
  /// The unit types of science and engineering, as `families` holds the everyday ones.
  static let scientific: [Family] = [
    Family(
      dimension: UnitAcceleration.self,
      units: [
        "metersPerSecondSquared": UnitAcceleration.metersPerSecondSquared, "gravity": UnitAcceleration.gravity,
      ],
      spoken: ["g": "gravity", "gs": "gravity", "g force": "gravity"]),
    Family(
      dimension: UnitAngle.self,
      units: [
        "degrees": UnitAngle.degrees, "radians": UnitAngle.radians, "arcMinutes": UnitAngle.arcMinutes,
        "arcSeconds": UnitAngle.arcSeconds, "gradians": UnitAngle.gradians, "revolutions": UnitAngle.revolutions,
      ],
      spoken: ["°": "degrees", "turns": "revolutions", "turn": "revolutions"]),
    Family(
      dimension: UnitArea.self,
      units: [
        "squareMeters": UnitArea.squareMeters, "squareKilometers": UnitArea.squareKilometers,
        "squareFeet": UnitArea.squareFeet, "squareMiles": UnitArea.squareMiles, "acres": UnitArea.acres,
        "hectares": UnitArea.hectares, "squareMegameters": UnitArea.squareMegameters,
        "squareCentimeters": UnitArea.squareCentimeters, "squareMillimeters": UnitArea.squareMillimeters,
        "squareMicrometers": UnitArea.squareMicrometers, "squareNanometers": UnitArea.squareNanometers,
        "squareInches": UnitArea.squareInches, "squareYards": UnitArea.squareYards, "ares": UnitArea.ares,
      ],
      spoken: ["sq ft": "squareFeet", "square foot": "squareFeet", "sq m": "squareMeters"]),
    Family(
      dimension: UnitConcentrationMass.self,
      units: [
        "milligramsPerDeciliter": UnitConcentrationMass.milligramsPerDeciliter,
        "gramsPerLiter": UnitConcentrationMass.gramsPerLiter,
      ],
      spoken: ["mg/dl": "milligramsPerDeciliter", "g/l": "gramsPerLiter"]),
    Family(
      dimension: UnitDispersion.self,
      units: [
        "partsPerMillion": UnitDispersion.partsPerMillion
      ],
      spoken: ["ppm": "partsPerMillion"]),
    Family(
      dimension: UnitElectricCharge.self,
      units: [
        "coulombs": UnitElectricCharge.coulombs, "megaampereHours": UnitElectricCharge.megaampereHours,
        "kiloampereHours": UnitElectricCharge.kiloampereHours, "ampereHours": UnitElectricCharge.ampereHours,
        "milliampereHours": UnitElectricCharge.milliampereHours,
        "microampereHours": UnitElectricCharge.microampereHours,
      ],
      spoken: ["mah": "milliampereHours", "amp hours": "ampereHours"]),
    Family(
      dimension: UnitElectricCurrent.self,
      units: [
        "amperes": UnitElectricCurrent.amperes, "megaamperes": UnitElectricCurrent.megaamperes,
        "kiloamperes": UnitElectricCurrent.kiloamperes, "milliamperes": UnitElectricCurrent.milliamperes,
        "microamperes": UnitElectricCurrent.microamperes,
      ],
      spoken: ["amps": "amperes", "amp": "amperes", "milliamps": "milliamperes"]),
    Family(
      dimension: UnitElectricPotentialDifference.self,
      units: [
        "volts": UnitElectricPotentialDifference.volts, "megavolts": UnitElectricPotentialDifference.megavolts,
        "kilovolts": UnitElectricPotentialDifference.kilovolts,
        "millivolts": UnitElectricPotentialDifference.millivolts,
        "microvolts": UnitElectricPotentialDifference.microvolts,
      ],
      spoken: [:]),
    Family(
      dimension: UnitElectricResistance.self,
      units: [
        "ohms": UnitElectricResistance.ohms, "megaohms": UnitElectricResistance.megaohms,
        "kiloohms": UnitElectricResistance.kiloohms, "milliohms": UnitElectricResistance.milliohms,
        "microohms": UnitElectricResistance.microohms,
      ],
      spoken: [:]),
    Family(
      dimension: UnitFrequency.self,
      units: [
        "hertz": UnitFrequency.hertz, "kilohertz": UnitFrequency.kilohertz, "megahertz": UnitFrequency.megahertz,
        "gigahertz": UnitFrequency.gigahertz, "terahertz": UnitFrequency.terahertz,
        "millihertz": UnitFrequency.millihertz, "microhertz": UnitFrequency.microhertz,
        "nanohertz": UnitFrequency.nanohertz,
      ],
      spoken: [:]),
    Family(
      dimension: UnitFuelEfficiency.self,
      units: [
        "milesPerGallon": UnitFuelEfficiency.milesPerGallon,
        "litersPer100Kilometers": UnitFuelEfficiency.litersPer100Kilometers,
        "milesPerImperialGallon": UnitFuelEfficiency.milesPerImperialGallon,
      ],
      spoken: [
        "mpg": "milesPerGallon", "miles to the gallon": "milesPerGallon",
        "liters per hundred kilometers": "litersPer100Kilometers",
      ]),
    Family(
      dimension: UnitIlluminance.self,
      units: [
        "lux": UnitIlluminance.lux
      ],
      spoken: [:]),
    Family(
      dimension: UnitInformationStorage.self,
      units: [
        "bytes": UnitInformationStorage.bytes, "kilobytes": UnitInformationStorage.kilobytes,
        "megabytes": UnitInformationStorage.megabytes, "gigabytes": UnitInformationStorage.gigabytes,
        "terabytes": UnitInformationStorage.terabytes, "petabytes": UnitInformationStorage.petabytes,
        "bits": UnitInformationStorage.bits, "kilobits": UnitInformationStorage.kilobits,
        "megabits": UnitInformationStorage.megabits, "gigabits": UnitInformationStorage.gigabits,
        "terabits": UnitInformationStorage.terabits, "nibbles": UnitInformationStorage.nibbles,
        "kibibytes": UnitInformationStorage.kibibytes, "mebibytes": UnitInformationStorage.mebibytes,
        "gibibytes": UnitInformationStorage.gibibytes, "tebibytes": UnitInformationStorage.tebibytes,
      ],
      spoken: [
        "gigs": "gigabytes", "gig": "gigabytes", "megs": "megabytes", "meg": "megabytes", "gb": "gigabytes",
        "mb": "megabytes", "kb": "kilobytes", "tb": "terabytes",
      ]),
    Family(
      dimension: UnitPower.self,
      units: [
        "watts": UnitPower.watts, "kilowatts": UnitPower.kilowatts, "megawatts": UnitPower.megawatts,
        "gigawatts": UnitPower.gigawatts, "terawatts": UnitPower.terawatts, "milliwatts": UnitPower.milliwatts,
        "microwatts": UnitPower.microwatts, "nanowatts": UnitPower.nanowatts, "picowatts": UnitPower.picowatts,
        "femtowatts": UnitPower.femtowatts, "horsepower": UnitPower.horsepower,
      ],
      spoken: ["hp": "horsepower"]),
    Family(
      dimension: UnitPressure.self,
      units: [
        "newtonsPerMetersSquared": UnitPressure.newtonsPerMetersSquared, "kilopascals": UnitPressure.kilopascals,
        "hectopascals": UnitPressure.hectopascals, "megapascals": UnitPressure.megapascals,
        "gigapascals": UnitPressure.gigapascals, "bars": UnitPressure.bars, "millibars": UnitPressure.millibars,
        "inchesOfMercury": UnitPressure.inchesOfMercury, "millimetersOfMercury": UnitPressure.millimetersOfMercury,
        "poundsForcePerSquareInch": UnitPressure.poundsForcePerSquareInch,
      ],
      spoken: [
        "psi": "poundsForcePerSquareInch", "pascals": "newtonsPerMetersSquared", "pascal": "newtonsPerMetersSquared",
      ]),
  ]
}
