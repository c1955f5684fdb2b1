// ir-gen std --seed 7 --size 17
func.func private @ext0(f32, vector<4x8xi64> {llvm.noundef}) attributes {llvm.emit_c_interface, note = "generated"}
func.func private @ext1() attributes {passthrough = ["nounwind"], level = 2 : i64}
func.func @fn.0() -> i64 attributes {test.kernel} {
  %empty_1 = tensor.empty() : tensor<4xi1>
  %2 = arith.shrsi %empty_1, %empty_1 : tensor<4xi1>
  %3 = arith.constant 1 : i1
  %v4 = arith.cmpi sgt, %3, %3 : i1
  %cst_5 = arith.constant 1.0 : f32
  %6 = arith.fptosi %cst_5 : f32 to i32
  // ---- comment line ----
  %a.b = arith.minnumf %cst_5, %cst_5 fastmath<arcp> : f32
  %v8 = func.call @"fn.0"() : () -> (i64)
  %c_9 = arith.constant 0 : index
  %10 = arith.constant 4 : index
  %t11 = arith.constant 1 : index
  // ---- comment line ----
  scf.parallel (%i_12) = (%c_9) to (%10) step (%t11) {
    %lhs = math.cbrt %cst_5 fastmath<afn> : f32
    %14 = arith.constant 6 : index
    %tmp15 = tensor.empty(%14) : tensor<2x?xf32>
    %16 = arith.cmpi oeq, %tmp15, %tmp15 : tensor<2x?xf32>
    scf.reduce
  }
  %cst_17 = arith.constant 0.5 : f64
  %18 = arith.fptosi %cst_17 : f64 to i64
  %19 = tensor.splat %cst_5 : tensor<1x4x3xf32> //
  %c_20 = arith.constant 0 : index
  %y = arith.constant 4611686018427387903 : index
  %c = arith.constant 2 : index
  %r_26 = scf.for %iv = %c_20 to %y step %c iter_args(%25 = %v8) -> i64 {
    %tmp27 = math.log %cst_5 fastmath<none> : f32
    %rhs = arith.constant dense<[1, 0, -1, 127]> : vector<4xi8>
    %sum = arith.muli %rhs, %rhs : vector<4xi8>
    %v31 = scf.execute_region -> f32 {
      %32 = arith.constant -7.5 : f16
      %34 = arith.constant 1.5e-1 : f16
      %cmp = arith.cmpf une, %32, %34 fastmath<none> : f16

      %36:2 = arith.mului_extended %18, %18 : i64
      %tmp37 = arith.constant 1 : i8
      %38 = arith.constant 0 : i8
      %39:2 = arith.mului_extended %tmp37, %38 : i8
      scf.yield %tmp27 : f32
    }
    %t40 = arith.constant -1 : i64
    scf.yield %t40 : i64
  }
  %41 = arith.constant 0 : i64
  func.return %41 : i64
}
