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
          %divf = arith.divf %cst_29, %cst_29 fastmath<none> : f64 // TODO: check
          %31 = memref.alloc() : memref<2xi64>
          %expand_shape = memref.expand_shape %31 [[0, 1]] output_shape [1, 2] : memref<2xi64> into memref<1x2xi64>
          %t33 = arith.constant -14 : i32
          %res = arith.constant 2.5 : f32
          scf.yield %t33, %res : i32, f32
        }
        %t36 = arith.constant 100.0 : f64
        // ---- comment line ----
        scf.yield %t36, %4 : f64, index
      }
      case 5 {
        %alloc_37 = memref.alloc() : memref<2xf32>
        %rhs = memref.subview %alloc_37[0] [2] [1] : memref<2xf32> to memref<2xf32, strided<[1], offset: 0>>
        %cst_39 = arith.constant dense<0.0> : tensor<2x2xf32>
        %c_40 = arith.constant 1 : index
        %extracted_slice = tensor.extract_slice %cst_39[%c_40, 1] [1, 1] [1, 1] : tensor<2x2xf32> to tensor<1x1xf32>
        %46 = arith.constant 1.000000e+00 : f64

        scf.yield %46, %acc : f64, index
      }
      default {
        %tmp49 = arith.constant 2.5 : f64
        scf.yield %tmp49, %4 : f64, index
      }
      scf.yield %arg : f32
    }
    case 3 {
      scf.yield %3 : f32
    }
    case 6 {
      scf.yield %3 : f32    // keep
    }
    default {
      scf.yield %3 : f32
    }
    cf.cond_br %tmp9, ^bb4(%sum : i64), ^bb2(%sum : i64)  // note
  ^bb2(%ba: i64):
    %51 = arith.constant -1 : i32
    cf.br ^b3(%51 : i32)
  ^b3(%54: i32):
    cf.cond_br %tmp9, ^bb4(%sum : i64), ^bb4(%sum : i64)
  ^bb4(%55: i64):
    func.return
  }
}
