// composite (name, decomposition signature) and custom_call (layouts,
// output-operand aliases, backend_config by API version). The second RUN
// line checks every expected message against StableHLO's own verifier.
// RUN: ir-opt --split-input-file --verify-diagnostics %s
// RUN: %if jax %{ stablehlo-oracle --split-input-file --verify-diagnostics %s %}

func.func @impl(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}
func.func @bad_name(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{name must be a valid namespaced op name}}
  %0 = stablehlo.composite "nonamespace" %a {decomposition = @impl} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @impl(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}
func.func @trailing_dot(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{name must be a valid namespaced op name}}
  %0 = stablehlo.composite "my.op." %a {decomposition = @impl} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @missing_decomposition(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'nowhere' does not reference a valid function}}
  %0 = stablehlo.composite "my.op" %a {decomposition = @nowhere} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @impl(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}
func.func @operand_count(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{has 1 operand(s), but decomposition has 2}}
  %0 = stablehlo.composite "my.op" %a {decomposition = @impl} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @impl(%a: tensor<2xf32>) -> tensor<2xi32> {
  %0 = stablehlo.convert %a : (tensor<2xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func @result_type(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{result at index 0 has type 'tensor<2xf32>', but decomposition has type 'tensor<2xi32>'}}
  %0 = stablehlo.composite "my.op" %a {decomposition = @impl} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @layouts_on_one_side(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{Layout attributes should be specified for either both operands and results or none.}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @layout_not_permutation(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{incorrect layout dense<1> : tensor<2xindex> for type 'tensor<2x3xf32>', layout must be a permutation of [0, 2)}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[1, 1]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @layout_count(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{Number of results must match the number of result layouts, 1 != 2}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @alias_operand_index(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expects operandIndex in the output_operand_alias attribute to be in range [0, 1); got: 3.}}
  %0 = stablehlo.custom_call @foo(%a) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 3, operand_tuple_indices = []>]} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @alias_shapes(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{shapes mismatch in the output_operand_alias attribute: operand part has type 'tensor<2xf32>' and output part has type 'tensor<3xf32>'}}
  %0 = stablehlo.custom_call @foo(%a) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @ffi_config(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{backend_config for api_version API_VERSION_TYPED_FFI must be a dictionary attribute.}}
  %0 = stablehlo.custom_call @foo(%a) {api_version = 4 : i32, backend_config = "x"} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
