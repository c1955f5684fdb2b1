// The collectives' verifiers: replica groups, channel ids and the shapes
// each exchange implies. Every expected message is checked against
// StableHLO's own verifier (jaxlib) by the second RUN line.
// RUN: ir-opt --split-input-file --verify-diagnostics %s
// RUN: %if jax %{ stablehlo-oracle --split-input-file --verify-diagnostics %s %}

func.func @gather_rank_mismatch(%x: tensor<8x2xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{operand and result must have the same rank}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x2xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @gather_not_multiple(%x: tensor<3x2xf32>) -> tensor<7x2xf32> {
  // expected-error @+1 {{result gather dimension has size 7, expected to be a multiple of operand gather dimension size 3}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x2xf32>) -> tensor<7x2xf32>
  return %0 : tensor<7x2xf32>
}

// -----

func.func @gather_dim_out_of_range(%x: tensor<3x2xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{all_gather_dim must be a valid index of operand}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 5 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x2xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @gather_negative_dim(%x: tensor<3x2xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{attribute 'all_gather_dim' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = -2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x2xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @reduce_duplicate_replica(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{replica id #1 seen more than once}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_missing_replica(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{replica id #2 not seen in replica groups}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1], [3, 4]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_global_ids_need_channel(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{channel_id must be positive when useGlobalDeviceIds is set but got: 0}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_body_shape(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{The shape of reduction-region's result type at index 0 differs from the op's corresponding init-value type: 'tensor<2xf32>' vs 'tensor<f32>'}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<2xf32>, %b: tensor<2xf32>):
    %s = stablehlo.add %a, %b : tensor<2xf32>
    stablehlo.return %s : tensor<2xf32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @scatter_not_divisible(%x: tensor<10x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{operand scatter dimension has size 10, expected to be a multiple of result scatter dimension size 4}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64} : (tensor<10x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @scatter_other_dims(%x: tensor<8x3xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{non scatter dimensions should be same for operand (3) and result (2)}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64} : (tensor<8x3xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @all_to_all_split_count(%x: tensor<6x4xf32>) -> tensor<2x16xf32> {
  // expected-error @+2 {{split dimension has size 6, expected to be a multiple of split_count 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<6x4xf32>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}

// -----

func.func @all_to_all_group_size(%x: tensor<8x4xf32>) -> tensor<2x16xf32> {
  // expected-error @+2 {{group size of replica_groups must be 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<8x4xf32>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}

// -----

func.func @all_to_all_result(%x: tensor<8x4xf32>) -> tensor<2x8xf32> {
  // expected-error @+2 {{'stablehlo.all_to_all' op inferred type(s) 'tensor<2x16xf32>' are incompatible with return type(s) of operation 'tensor<2x8xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<8x4xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @permute_duplicate_target(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{duplicate targets not allowed.}}
  %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [2, 1]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @permute_pairs_shape(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expect source_target_pairs attribute of shape (N, 2), but got (1, 3)}}
  %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @broadcast_negative_replica(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{replica_groups values must be positive, but was given -3}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[0, -3]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
