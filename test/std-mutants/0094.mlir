module {
  func.func private @ext0(memref<2x2xi64>, i64)
  func.func @fn.0(%1: tensor<2xi64>, %arg: f32 {llvm.noundef, test.tag = "x"}) {
    %3 = arith.constant -1.0 : f32
    %4 = arith.constant 25 : index
    %t5 = arith.index_castui %4 : index to i16
    %6 = arith.constant -7.5 : f16
    %cst = arith.constant 2.5 : f16
    %8 = arith.minimumf %6, %cst : f16
    %tmp9 = arith.constant 0 : i1
    %sum = arith.constant 5 : i64
    cf.cond_br %tmp9, ^bb4(%sum : i64), ^b1
  ^b1:
    %acc = arith.constant 4611686018427387903 : index
    %r_12 = scf.index_switch %acc -> f32
    case 1 {
      %13:2 = scf.index_switch %4 -> f64, index
      case 2 {
        %x14, %a.b = scf.if %tmp9 -> (i32, f32) {
          %c = arith.constant 5 : index
          %17 = arith.constant 5 : index
          %v18 = tensor.empty(%c, %17) : tensor<?x?xf32>
          %x19 = arith.minimumf %v18, %v18 : tensor<?x?xf32>
          %cst_21 = arith.constant dense<4611686018427387903> : tensor<1xi64>
          %inserted_slice_22 = tensor.insert_slice %cst_21 into %1[0] [1] [1] : tensor<1xi64> into tensor<2xi64>
          %23 = arith.constant 2147483647 : i32
          %24 = math.ipowi %23, %23 : i32
          %x25 = arith.constant 3.0 : bf16
          %26 = math.atan %x25 fastmath<nnan,ninf> : bf16
          %27 = arith.constant 0.0 : f32
          scf.yield %23, %27 : i32, f32
        } else {
          %neg_28 = arith.negf %8 : f16
          %cst_29 = arith.constant 3.0 : f64
          %divf = arith.divf %cst_29, %cst_29 fastmath<none> : f64 // TO