module attributes {test.module_note = "std"} {
  module @inner {
    func.func private @helper8(%arg0: vector<8x1xi16>, %arg1: f16 {test.foo = 1 : i32}, %arg2: memref<8x1xi16>) -> (i16, tensor<8x1xi16>) {
      scf.forall (%arg3) in (4) {
        %cst_0 = arith.constant 0.000000e+00 : f32
        %0 = arith.maximumf %cst_0, %cst_0 fastmath<afn> : f32
        %c-1 = arith.constant -1 : index
        scf.index_switch %c-1 
        case 1 {
          scf.yield
        }
        default {
        }
      }
      %c79_i16 = arith.constant 79 : i16
      %cst = arith.constant dense<[[1], [32767], [0], [32767], [4], [1], [32767], [0]]> : tensor<8x1xi16>
      return %c79_i16, %cst : i16, tensor<8x1xi16>
    }
  }
  func.func @fn.0(%arg0: memref<1x2xi16>, %arg1: tensor<2x1xi16>, %arg2: i16 {test.foo = 1 : i32}, %arg3: vector<1x4xi16>) {
    %cst = arith.constant 3.000000e+00 : f64
    %false = arith.constant false
    %c1_i16 = arith.constant 1 : i16
    %cst_0 = arith.constant -1.000000e+00 : f64
    cf.cond_br %false, ^bb1(%c1_i16 : i16), ^bb3(%cst_0 : f64)
  ^bb1(%0: i16):  // pred: ^bb0
    %c1_i16_1 = arith.constant 1 : i16
    %1 = arith.select %false, %c1_i16_1, %arg2 : i16
    cf.br ^bb2(%c1_i16 : i16)
  ^bb2(%2: i16):  // pred: ^bb1
    %f = constant @fn.0 : (memref<1x2xi16>, tensor<2x1xi16>, i16, vector<1x4xi16>) -> ()
    call_indirect %f(%arg0, %arg1, %2, %arg3) : (memref<1x2xi16>, tensor<2x1xi16>, i16, vector<1x4xi16>) -> ()
    cf.br ^bb3(%cst_0 : f64)
  ^bb3(%3: f64):  // 2 preds: ^bb0, ^bb2
    %cst_2 = arith.constant dense<1.000000e+00> : vector<2x1xf64>
    %4 = arith.fptosi %cst_2 : vector<2x1xf64> to vector<2x1xi64>
    cf.cond_br %false, ^bb4, ^bb4
  ^bb4:  // 2 preds: ^bb3, ^bb3
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    memref.store %c1_i16, %arg0[%c0, %c1] : memref<1x2xi16>
    return
  }
  func.func @compute1() -> i16 attributes {ref = @inner::@helper8} {
    %c1_i16 = arith.constant 1 : i16
    %c0_i16 = arith.constant 0 : i16
    %0 = arith.cmpi ne, %c1_i16, %c0_i16 : i16
    cf.assert %0, "x must be \22positive\22"
    %splat = tensor.splat %c1_i16 : tensor<3x3xi16>
    %cst = arith.constant dense<[[1.500240e-01], [3.000000e+00], [1.000000e+02], [-7.500000e+00], [2.500000e+00], [0.000000e+00], [-2.500000e-01], [5.000000e-01]]> : vector<8x1xf16>
    %1 = arith.negf %cst : vector<8x1xf16>
    %cst_0 = arith.constant 4.000000e+02 : f64
    %2 = arith.cmpf une, %cst_0, %cst_0 fastmath<fast> : f64
    %3 = math.powf %cst_0, %cst_0 fastmath<nnan,ninf> : f64
    %c32767_i16 = arith.constant 32767 : i16
    return %c32767_i16 : i16
  }
}

