// ir-gen std --seed 216 --size 4
module attributes {test.module_note = "std"} {
  func.func private @ext0(i32) attributes {test.kernel}
  func.func private @ext1() attributes {passthrough = ["nounwind"], level = 2 : i64}
  module @inner {
    func.func public @helper7(%v1: i32, %2: i32, %3: tensor<8xindex>, %val: i32 {llvm.noundef}) -> (f32) {
      %c_5 = arith.constant false
      cf.assert %c_5, "ok"
      %y = arith.constant dense<[[0.0,-7.5,0.0,-1.0], [3.0,-0.25,-0.25,1.0], [100.0, 2.5, 1.0, 1.000000e+00], [100.0,-0.25,0.0,1.0]]> : tensor<4x4xf64>
      %sum = tensor.empty() : tensor<4x4xf64>
      %lin_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<4x4xf64>) outs(%sum : tensor<4x4xf64>) {
      ^bb0(%9: f64, %in: f64):
        %t11 = arith.addf %9, %in : f64
        %res = math.absf %t11 : f64
        linalg.yield %res : f64
      } -> tensor<4x4xf64>
      %cst = arith.constant 2.5 : f32
      %v14 = math.trunc %cst : f32
      return %v14 : f32
    }
  }    // keep
  func.func @f0(%1: i32) -> i32 {
    %val = arith.constant -11 : i16
    %c_3 = arith.constant 0 : i16
    %rhs = arith.cmpi eq, %val, %c_3 : i16
    cf.assert %rhs, "" //

    scf.forall (%i_5) in (3) {
    }
    return %1 : i32
  }
  func.func @kernel_1() -> (i32, tensor<?x4xi32> {llvm.noundef}) attributes {ref = @inner::@helper7} {
    %x1 = arith.constant dense<[[3.0, 100.0, 3.0, -0.25], [1.0, 1.0, 1.0, 1.000000e+00], [0.5,-1.0,1.000000e+00,1.000000e+00], [0.5, -0.25, 100.0, 3.0]]> : vector<4x4xf32>
    %sum = math.floor %x1 fastmath<afn> : vector<4x4xf32>
    %3 = arith.constant 1.0 : f32
    %4 = math.isnormal %3 : f32
    %x5 = arith.constant 0x1 : i32
    %acc = arith.constant 3 : index
    %empty = tensor.empty(%acc) : tensor<?x4xi32>
    return %x5, %empty : i32, tensor<?x4xi32>
  }
}
