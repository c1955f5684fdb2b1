module {
  func.func @fn.0() {
    %cst = arith.constant dense<3.000000e+00> : tensor<4xf64>
    %0 = arith.addf %cst, %cst fastmath<nnan,ninf,nsz> : tensor<4xf64>
    %c1 = arith.constant 1 : index
    scf.index_switch %c1 
    case 1 {
      %c127_i8 = arith.constant 127 : i8
      %sum, %overflow = arith.addui_extended %c127_i8, %c127_i8 : i8, i1
      %cst_1 = arith.constant dense<[[[5.000000e-01], [-2.500000e-01], [1.500240e-01], [1.000000e+00]], [[4.000000e+02], [4.000000e+02], [1.000000e+02], [-7.500000e+00]], [[1.000000e+00], [4.000000e+02], [1.000000e+00], [1.500240e-01]], [[4.000000e+02], [0.000000e+00], [1.000000e+00], [1.000000e+00]]]> : vector<4x4x1xf16>
      %4 = math.cos %cst_1 : vector<4x4x1xf16>
      %c22_i32 = arith.constant 22 : i32
      %5 = arith.cmpi ult, %c22_i32, %c22_i32 : i32
      %alloc = memref.alloc() : memref<4xf32>
      %c0 = arith.constant 0 : index
      %6 = memref.load %alloc[%c0] : memref<4xf32>
      scf.yield
    }
    case 3 {
      %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
      %4 = arith.sitofp %c4611686018427387903_i64 : i64 to f64
      scf.yield
    }
    case 5 {
      %cst_1 = arith.constant 3.000000e+00 : f64
      %4 = math.tanh %cst_1 fastmath<afn> : f64
      %5 = tensor.empty() : tensor<4xf32>
      %c1_2 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %6 = tensor.empty(%c8) : tensor<?xf32>
      %inserted_slice = tensor.insert_slice %6 into %5[3] [%c1_2] [1] : tensor<?xf32> into tensor<4xf32>
      %c1_i16 = arith.constant 1 : i16
      scf.while (%arg0 = %c1_i16, %arg1 = %c1_i16) : (i16, i16) -> () {
        %cst_3 = arith.constant dense<-1> : vector<8x3xi32>
        %low, %high = arith.mului_extended %cst_3, %cst_3 : vector<8x3xi32>
        %7 = arith.cmpi sle, %arg0, %arg1 : i16
        %true = arith.constant true
        scf.condition(%true)
      } do {
        scf.yield %c1_i16, %c1_i16 : i16, i16
      }
      scf.yield
    }
    default {
    }
    %cst_0 = arith.constant 1.500000e-01 : f64
    cf.br ^bb1(%c1, %cst_0 : index, f64)
  ^bb1(%1: index, %2: f64):  // pred: ^bb0
    %false = arith.constant false
    cf.cond_br %false, ^bb2, ^bb2
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %c-4_i16 = arith.constant -4 : i16
    cf.switch %c-4_i16 : i16, [
      default: ^bb3,
      1: ^bb3,
      4: ^bb4(%c-4_i16 : i16)
    ]
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %c-1_i16 = arith.constant -1 : i16
    cf.switch %c-1_i16 : i16, [
      default: ^bb4(%c-1_i16 : i16),
      0: ^bb4(%c-1_i16 : i16),
      3: ^bb4(%c-1_i16 : i16)
    ]
  ^bb4(%3: i16):  // 4 preds: ^bb2, ^bb3, ^bb3, ^bb3
    return
  }
}

