module {
  module @inner {
    func.func private @helper1(%arg0: f16 {llvm.noundef}, %arg1: i32, %arg2: i16 {llvm.noundef, test.tag = "x"}, %arg3: memref<?x4xi16>) -> index {
      %cst = arith.constant dense<1.000000e+00> : tensor<3xf64>
      %0 = math.copysign %cst, %cst fastmath<nnan,ninf> : tensor<3xf64>
      %cst_0 = arith.constant dense<1.000000e+00> : vector<3xf32>
      %1 = arith.negf %cst_0 fastmath<nnan,ninf,nsz> : vector<3xf32>
      %true = arith.constant true
      %2 = scf.if %true -> (i8) {
        %c0_i8 = arith.constant 0 : i8
        scf.yield %c0_i8 : i8
      } else {
        %c0_i8 = arith.constant 0 : i8
        scf.yield %c0_i8 : i8
      }
      %c0 = arith.constant 0 : index
      return %c0 : index
    }
  }
  func.func @compute0() -> (tensor<4x8xindex> {llvm.noundef, test.tag = "x"}, tensor<3xi16>) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %c80_i64 = arith.constant 80 : i64
    %0 = arith.index_cast %c80_i64 : i64 to index
    %c-1_i16 = arith.constant -1 : i16
    %c-1_i16_0 = arith.constant -1 : i16
    cf.switch %c-1_i16 : i16, [
      default: ^bb1,
      1: ^bb2(%c-1_i16, %c-1_i16_0 : i16, i16)
    ]
  ^bb1:  // pred: ^bb0
    %cst = arith.constant dense<false> : tensor<2xi1>
    %cst_1 = arith.constant dense<[-9, 0]> : tensor<2xi16>
    %1 = arith.select %cst, %cst_1, %cst_1 : tensor<2xi1>, tensor<2xi16>
    %c32767_i16 = arith.constant 32767 : i16
    cf.br ^bb2(%c32767_i16, %c-1_i16_0 : i16, i16)
  ^bb2(%2: i16, %3: i16):  // 2 preds: ^bb0, ^bb1
    %4 = tensor.empty() : tensor<3xf32>
    %5 = arith.cmpf ugt, %4, %4 fastmath<fast> : tensor<3xf32>
    %6 = arith.cmpi ule, %0, %0 : index
    cf.cond_br %6, ^bb3(%0 : index), ^bb3(%0 : index)
  ^bb3(%7: index):  // 2 preds: ^bb2, ^bb2
    %cst_2 = arith.constant dense<0> : vector<1xi32>
    %8 = arith.addi %cst_2, %cst_2 : vector<1xi32>
    %9 = tensor.empty() : tensor<4x8xindex>
    %10 = tensor.empty() : tensor<3xi16>
    return %9, %10 : tensor<4x8xindex>, tensor<3xi16>
  }
  func.func private @compute1(%arg0: vector<3xi32>, %arg1: tensor<3xindex>, %arg2: memref<4xindex>) -> (memref<3xi16>, memref<3xi16> {test.foo = 1 : i32}, index) attributes {ref = @inner::@helper1} {
    %cst = arith.constant 5.000000e-01 : f64
    %0 = math.powf %cst, %cst fastmath<nnan,ninf> : f64
    %cst_0 = arith.constant -1.000000e+00 : f32
    %c49_i16 = arith.constant 49 : i16
    %1 = math.fpowi %cst_0, %c49_i16 : f32, i16
    %cst_1 = arith.constant dense<[1.000000e+00, 1.000000e+00, -1.000000e+00, 0.000000e+00]> : vector<4xf64>
    %2 = math.floor %cst_1 fastmath<nnan,ninf,nsz> : vector<4xf64>
    %c8 = arith.constant 8 : index
    %3:2 = scf.index_switch %c8 -> f16, index 
    case 1 {
      %cst_2 = arith.constant -2.500000e-01 : f16
      scf.yield %cst_2, %c8 : f16, index
    }
    default {
      %cst_2 = arith.constant 2.500000e+00 : f16
      %c26 = arith.constant 26 : index
      scf.yield %cst_2, %c26 : f16, index
    }
    %alloca = memref.alloca() : memref<3xi16>
    return %alloca, %alloca, %3#1 : memref<3xi16>, memref<3xi16>, index
  }
}

